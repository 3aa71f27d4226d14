import { createContext, useContext } from 'react';

/**
 * The agent whose folder an upload goes to, for forms that edit one agent (the super admin's agent dialog). The API
 * requires the super admin to name the agent for agent-headshots and agent-banners; an agent never needs to (the API
 * uses its own row and refuses any other id).
 */
export const UploadAgentContext = createContext<string | undefined>(undefined);

export const useUploadAgent = () => useContext(UploadAgentContext);

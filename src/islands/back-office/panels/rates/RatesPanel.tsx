import { useState } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { ADD_RATE_DRAFT, AddRateForm } from './AddRateForm';
import { peekDraft } from '../../kit/dialog-draft';
import { AllRates } from './AllRates';
import { useRates } from './use-rates';

const m = messages.backOffice.rates;

/**
 * Rates tab (docs/product/back-office-rates.md#rates-management: Rates management): All Rates and Add Rate Manually. One list state serves both, so
 * a rate added by hand is in All Rates when the person switches back (they are taken there after adding).
 */
export function RatesPanel() {
  // After signing in again, a kept Add Rate draft opens its tab (kit/dialog-draft.ts).
  const [tab, setTab] = useState<'all' | 'add'>(() => (peekDraft(ADD_RATE_DRAFT) ? 'add' : 'all'));
  const rates = useRates();

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as 'all' | 'add')} className="space-y-4">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="all" className="flex-1 sm:flex-none">
          {m.tabs.all}
        </TabsTrigger>
        <TabsTrigger value="add" className="flex-1 sm:flex-none">
          {m.tabs.add}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="all">
        <AllRates rates={rates} />
      </TabsContent>
      {/* Kept mounted: switching to All Rates and back keeps what was typed. */}
      <TabsContent value="add" forceMount className="data-[state=inactive]:hidden">
        <AddRateForm onAdd={rates.add} onAdded={() => setTab('all')} />
      </TabsContent>
    </Tabs>
  );
}

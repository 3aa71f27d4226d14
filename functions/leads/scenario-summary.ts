/**
 * The plain-text copy of a calculator scenario for the visitor's email and the lead's message. Keys come from the
 * calculator island (camelCase); values may be numbers, text, lists or small objects.
 */
export function summarizeScenario(scenario: { calculator: string; inputs: Record<string, unknown>; results: Record<string, unknown> }): string {
  return [
    `${labelOf(scenario.calculator)} calculator`,
    '',
    'Your inputs:',
    ...linesOf(scenario.inputs),
    '',
    'Your results:',
    ...linesOf(scenario.results),
  ].join('\n');
}

function linesOf(record: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(record).flatMap(([key, value]) => {
    const label = prefix ? `${prefix} - ${labelOf(key)}` : labelOf(key);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return linesOf(value as Record<string, unknown>, label);
    return [`- ${label}: ${valueOf(value)}`];
  });
}

function valueOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toLocaleString('en-CA') : value.toLocaleString('en-CA', { maximumFractionDigits: 2 });
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(valueOf).join('; ') : 'none';
  return String(value);
}

function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

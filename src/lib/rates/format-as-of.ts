import { formatLongDate } from '../format';

/** 'March 10, 2026' in Toronto time, identical in the build's HTML and the hydrated island. */
export const formatRatesDate = formatLongDate;

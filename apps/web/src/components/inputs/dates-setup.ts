import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';

import dayjs from 'dayjs';

// Loaded with the date and time inputs only: a page without them does not download @mantine/dates' setup, dayjs or
// its CSS (issue 13 §1, decision 0085).
dayjs.locale('pt-br');

/** The calendar's week starts on Sunday, as Brazilian calendars print it. */
export const FIRST_DAY_OF_WEEK = 0;

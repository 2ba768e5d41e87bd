import type { Scenario } from '../types.ts';
import api from './api.ts';
import catalogue from './catalogue.ts';
import dashboard from './dashboard.ts';
import events from './events.ts';
import kitDesk from './kit-desk.ts';

// imports, area: commerce

// imports, area: finance

// imports, area: tournaments
import tournaments from './tournaments.ts';

// imports, area: trainers

// imports, area: customers

// imports, area: marketing

// imports, area: partners


/** Every scenario `run.ts` knows; a new bench adds its file here. Order is the run order. */
export const SCENARIOS: Scenario[] = [
  api,
  events,
  kitDesk,
  dashboard,
  catalogue,

  // scenarios, area: commerce

  // scenarios, area: finance

  // scenarios, area: tournaments
  tournaments,

  // scenarios, area: trainers

  // scenarios, area: customers

  // scenarios, area: marketing

  // scenarios, area: partners

];

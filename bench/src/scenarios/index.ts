import type { Scenario } from '../types.ts';
import api from './api.ts';
import catalogue from './catalogue.ts';
import dashboard from './dashboard.ts';
import events from './events.ts';
import kitDesk from './kit-desk.ts';

/** Every scenario `run.ts` knows; a new bench adds its file here. Order is the run order. */
export const SCENARIOS: Scenario[] = [api, events, kitDesk, dashboard, catalogue];

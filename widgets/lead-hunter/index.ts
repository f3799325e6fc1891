import { defineWidget } from '../_runtime';
import { LeadHunter, leadHunterConfig } from './LeadHunter';

defineWidget('lead-hunter', LeadHunter, { config: leadHunterConfig, height: 1538 });

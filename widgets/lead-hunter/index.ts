import { defineWidget } from '../_runtime';
import { LeadHunter, leadHunterConfig } from './LeadHunter';
import { height } from './widget';

defineWidget('lead-hunter', LeadHunter, { config: leadHunterConfig, height });

import { defineWidget } from '../_runtime';
import { Dashboard, dashboardConfig } from './Dashboard';
import { height } from './widget';

defineWidget('dashboard', Dashboard, { config: dashboardConfig, height });

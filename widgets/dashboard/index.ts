import { defineWidget } from '../_runtime';
import { Dashboard, dashboardConfig } from './Dashboard';

defineWidget('dashboard', Dashboard, { config: dashboardConfig, height: 753 });

import { defineWidget } from '../_runtime';
import { SmsAlerts, smsAlertsConfig } from './SmsAlerts';

defineWidget('sms-alerts', SmsAlerts, { config: smsAlertsConfig, height: 547 });

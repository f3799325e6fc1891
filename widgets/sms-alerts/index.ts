import { defineWidget } from '../_runtime';
import { SmsAlerts, smsAlertsConfig } from './SmsAlerts';
import { height } from './widget';

defineWidget('sms-alerts', SmsAlerts, { config: smsAlertsConfig, height });

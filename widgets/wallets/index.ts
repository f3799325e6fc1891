import { defineWidget } from '../_runtime';
import { Wallets, walletsConfig } from './Wallets';

defineWidget('wallets', Wallets, { config: walletsConfig, height: 1336 });

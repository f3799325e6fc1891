import { describe, expect, it } from 'vitest';
import { WELCOME } from './constants';
import { pickReply, pickTopic, REPLIES } from './replies';

describe('pickTopic (docs/behaviour.md#concierge, in order)', () => {
  it.each([
    // 1. The product name with "what is", "about" or "explain": the overview.
    ['What is Orebit?', 'overview'],
    ['tell me ABOUT OREBIT', 'overview'],
    ['Can you explain orebit', 'overview'],
    // … with "invest", "start" or "get started": the getting-started roadmap.
    ['How do I invest in Orebit', 'getting-started'],
    ['start using orebit', 'getting-started'],
    ['How to get started on Orebit?', 'getting-started'],
    // … with "safe", "secure" or "risk": the security reply.
    ['Is Orebit safe?', 'security'],
    ['how secure is orebit', 'security'],
    ['what are the risks of Orebit staking', 'security'],
    // 2. New to crypto, beginner, or start together with crypto: the onboarding roadmap.
    ["I'm new to crypto", 'onboarding'],
    ['beginner here', 'onboarding'],
    ['start with crypto', 'onboarding'],
    // 3. Wallet with set up, create or choose.
    ['How do I set up a wallet?', 'wallets'],
    ['create a WALLET', 'wallets'],
    ['which wallet should I choose', 'wallets'],
    // 4. Investment, strategy or portfolio.
    ['best investment?', 'strategy'],
    ['my strategy', 'strategy'],
    ['review my portfolio', 'strategy'],
    // 5. Price, market, bull or bear.
    ['bitcoin price', 'market'],
    ['market today', 'market'],
    ['is this a bull run', 'market'],
    ['bear market', 'market'],
    // 6. Anything else.
    ['hello', 'help'],
    ['', 'help'],
  ] as const)('%j → %s', (message, topic) => {
    expect(pickTopic(message)).toBe(topic);
  });

  it('checks the product groups in order: overview before getting started before security', () => {
    expect(pickTopic('explain how to start with Orebit safely')).toBe('overview');
    expect(pickTopic('is it safe to start investing in Orebit')).toBe('getting-started');
  });

  it('takes the product security reply before the beginner rule ("is Orebit safe for a beginner")', () => {
    expect(pickTopic('is Orebit safe for a beginner')).toBe('security');
  });

  it('lets other product-name questions fall through to the later rules', () => {
    expect(pickTopic('Orebit wallet: which one to choose?')).toBe('wallets');
    expect(pickTopic('Orebit token price')).toBe('market');
    expect(pickTopic('orebit portfolio tips')).toBe('strategy');
    expect(pickTopic('Orebit rocks')).toBe('help');
  });

  it('applies the later rules in order too', () => {
    // "start" + "crypto" (rule 2) before "wallet … set up" (rule 3) before "portfolio" (rule 4).
    expect(pickTopic('start crypto: set up a wallet and a portfolio')).toBe('onboarding');
    expect(pickTopic('set up a wallet for my portfolio')).toBe('wallets');
    expect(pickTopic('portfolio in a bear market')).toBe('strategy');
    // "wallet" alone is not enough for rule 3.
    expect(pickTopic('my wallet')).toBe('help');
  });
});

describe('replies', () => {
  it('carry their own suggested questions', () => {
    for (const [topic, reply] of Object.entries(REPLIES)) {
      expect(reply.suggestions.length, topic).toBeGreaterThanOrEqual(3);
      expect(reply.content.length, topic).toBeGreaterThan(80);
    }
    expect(pickReply('hello').suggestions).toEqual(REPLIES.help.suggestions);
  });

  it('use the canned advice figures (docs/behaviour.md#concierge)', () => {
    expect(REPLIES.strategy.content).toContain('Conservative, 8-12% APY');
    expect(REPLIES.strategy.content).toContain('Balanced, 15-25%');
    expect(REPLIES.strategy.content).toContain('Aggressive, 30%+');
    expect(REPLIES.strategy.content).toContain('40% BTC, 30% ETH, 20% ORB, 10% altcoins');
    expect(REPLIES.strategy.content).toContain('DCA of $25-100 a week');
    expect(REPLIES.onboarding.content).toContain('$100-500');
    expect(REPLIES.wallets.content).toContain('12+ wallets');
  });

  it('name the product as Orebit', () => {
    expect(REPLIES.overview.content.startsWith('Orebit is')).toBe(true);
  });

  it('answer every welcome suggestion with a specific reply, not the generic one', () => {
    expect(WELCOME.suggestions).toHaveLength(4);
    for (const question of WELCOME.suggestions) expect(pickTopic(question), question).not.toBe('help');
  });
});

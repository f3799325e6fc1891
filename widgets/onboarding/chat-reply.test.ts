import { describe, expect, it } from 'vitest';
import { pickChatReply } from './chat-reply';
import { CHAT_FALLBACK_REPLY, SEED_MESSAGES } from './constants';

describe('pickChatReply', () => {
  it('answers by the first topic whose keyword the message contains, in any case', () => {
    expect(pickChatReply('Which WALLET should I use?')).toMatch(/^For your first wallet/);
    expect(pickChatReply('Is my seed phrase safe?')).toMatch(/^Keep your seed phrase offline/);
    expect(pickChatReply('How much should I invest?')).toMatch(/^Start with \$100-500/);
    expect(pickChatReply('Where is the forum?')).toMatch(/^The community forum/);
    expect(pickChatReply('What is bitcoin?')).toMatch(/^A cryptocurrency is digital money/);
    // "wallet" comes before "safe" in the list.
    expect(pickChatReply('Is a hardware wallet safe?')).toMatch(/^For your first wallet/);
  });

  it('falls back to a general answer', () => {
    expect(pickChatReply('hello there')).toBe(CHAT_FALLBACK_REPLY);
  });
});

describe('the seeded chat', () => {
  it('has three messages from the assistant and the user', () => {
    expect(SEED_MESSAGES.map((m) => m.type)).toEqual(['ai', 'user', 'ai']);
  });
});

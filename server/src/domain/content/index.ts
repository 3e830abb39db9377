/** Content and support's public face (docs/contract.md §14). */
export * from './referrals.ts';
export * from './feedback.ts';
export * from './chat.ts';

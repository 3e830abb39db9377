/** The inbox domain's public face (docs/contract.md §8). */
export { deleteMessages, listMessages, markRead, unreadCount } from './messages.ts';

/** The inbox domain's public face (docs/contract.md §8). */
export {
  deleteMessages,
  listMessages,
  markRead,
  MESSAGE_LIMITS,
  sendMessage,
  unreadCount,
  type NewMessage,
} from './messages.ts';
export { messageOperatorActions, type SentMessage } from './message-operator-actions.ts';

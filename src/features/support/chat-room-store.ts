/** Whether the chat-room modal is open (opened from the floating bar). */
import { proxy } from 'valtio';

export const chatRoomState = proxy({ isOpen: false });

export function setChatRoomOpen(open: boolean): void {
  chatRoomState.isOpen = open;
}

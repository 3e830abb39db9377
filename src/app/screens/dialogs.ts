/**
 * The dialogs an address opens (`?modal=`: the account dialogs and the chat room), keyed by their
 * ids (`lib/screen-ids.ts`): each one's title, body (code loaded on demand), guard (whom it shows
 * to) and size. Which dialogs are rows here and which stay local state: CONTRIBUTING.md.
 */
import { msg } from '@lingui/core/macro';

import type { AuthModal } from '@/lib/screen-ids';

import { dialog, type DialogRow } from './screen-row';

export const DIALOGS = {
  login: dialog(msg`Log in`, () => import('@/features/auth/login/login-form').then((m) => m.LoginForm), {
    guard: 'guest',
  }),
  register: dialog(
    msg`Register`,
    () => import('@/features/auth/register/register-dialog').then((m) => m.RegisterDialog),
    { guard: 'guest' },
  ),
  forgot: dialog(
    msg`Forgot password`,
    () => import('@/features/auth/forgot/forgot-password-form').then((m) => m.ForgotPasswordForm),
    { guard: 'any' },
  ),
  verify: dialog(
    msg`Verify your login`,
    () => import('@/features/auth/dialogs/login-verification-form').then((m) => m.LoginVerificationForm),
    { guard: 'any' },
  ),
  changePassword: dialog(
    msg`Change password`,
    () => import('@/features/auth/dialogs/change-password-form').then((m) => m.ChangePasswordForm),
    { guard: 'session', keepOnExpiry: true },
  ),
  afterLogin: dialog(
    msg`Welcome back`,
    () => import('@/features/auth/dialogs/welcome-dialogs').then((m) => m.AfterLoginWelcome),
    { guard: 'session' },
  ),
  firstLogin: dialog(
    msg`Welcome to your new account`,
    () => import('@/features/auth/dialogs/welcome-dialogs').then((m) => m.FirstLoginWelcome),
    { guard: 'session' },
  ),
  trial: dialog(
    msg`Trial account`,
    () => import('@/features/auth/dialogs/welcome-dialogs').then((m) => m.TrialWarning),
    { guard: 'any', variant: 'dialog' },
  ),
  chatRoom: dialog(msg`Chat room`, () => import('@/features/support/chat-room-dialog').then((m) => m.ChatRoomDialog), {
    guard: 'session',
  }),
} as const satisfies Record<AuthModal, DialogRow>;

import { loginRequestSchema, type MessageFormatter } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

/*
 * The login form's rules (contracts' schema, so zod with it) as its resolver. This module loads
 * when the form is first checked, on the first blur or submit, never with the page
 * (login-page.tsx).
 */
export function loginResolver(messages: MessageFormatter) {
  return zodResolver(loginRequestSchema(messages));
}

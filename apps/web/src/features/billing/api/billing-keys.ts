/*
 * Query keys of billing. A payment changes the access periods, the payment history and the
 * student's access (GET students), so a succeeded payment refreshes everything below
 * `billingKeys.all` and the current student.
 */
export const billingKeys = {
  all: ['billing'] as const,
  pricing: ['billing', 'pricing'] as const,
  subscriptions: ['billing', 'subscriptions'] as const,
  payments: ['billing', 'payments'] as const,
  /** GET tasks/{id} as the payment page reads it; the learning area's own key (learning-keys.ts). */
  task: (id: number) => ['learning', 'task', id] as const,
};

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { staffOrderPath } from './get-staff-order.ts';

/** Sends the order's confirmation e-mail again (`POST /web-api/staff/orders/{orderNumber}/resend-confirmation`). */
export function useResendConfirmation(orderNumber: string) {
  return useMutation({
    mutationFn: () => apiFetch<{ sentTo: string }>(`${staffOrderPath(orderNumber)}/resend-confirmation`),
  });
}

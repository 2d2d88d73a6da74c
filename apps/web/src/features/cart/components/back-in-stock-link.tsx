import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useAddBackInStock } from '../api/add-back-in-stock.ts';

/**
 * Opened from a back-in-stock e-mail (`/cart/?backInStock=<token>`) by a signed-in buyer: adds the item to
 * the cart once and says so; `onUsed` drops the token from the address so a reload does not try again.
 */
export function BackInStockLink({ token, onUsed }: { token: string; onUsed: () => void }) {
  const add = useAddBackInStock();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    add.mutate(token, { onSettled: onUsed });
  }, [add, token, onUsed]);
  if (!add.isSuccess && !add.isError) return null;
  // Inside the page's width, like the cart below it.
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6">
      {add.isSuccess ? (
        <Alert tone="success" announce title="Back in stock and in your cart">
          {add.data.message}
        </Alert>
      ) : (
        <Alert tone="warning" announce title="We could not add the item">
          {errorMessageOf(add.error)}
        </Alert>
      )}
    </div>
  );
}

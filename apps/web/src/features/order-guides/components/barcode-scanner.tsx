import type { BarcodeProduct } from '@larder/contract';
import { NEEDS_CONNECTION_MESSAGE } from '@larder/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { isOnline } from '../../../lib/offline/offline-store.ts';
import { addItemsToGuides } from '../api/add-items-to-guides.ts';
import { findByBarcode } from '../api/find-by-barcode.ts';
import { readBarcodes } from '../barcode-reader.ts';

/** Props of BarcodeScanner. */
export interface BarcodeScannerProps {
  guideId: number;
  /** Whether the guide holds a sku; the scanner then jumps to it. */
  holds: (productSku: string) => boolean;
  /** The guide's item with this case barcode (by its GTIN, as kept offline), or null. */
  withBarcode: (code: string) => string | null;
  onFound: (productSku: string) => void;
  onClose: () => void;
  canEdit: boolean;
}

/** What a scan finds offline when no item of the open guide has the barcode. */
export const SCAN_OFFLINE_MISS =
  'No item in this guide has that barcode. Finding other products needs a connection; it works again when you are back online.';

/**
 * Scan to find (issue 34): reads a case's barcode with the camera (or typed), jumps to the item in the open
 * guide, or offers to add it to the guide. Online the catalog is asked; offline the guide's own items (kept
 * with their barcodes) are searched, and a product outside the guide says it needs a connection.
 */
export function BarcodeScanner({
  guideId,
  holds,
  withBarcode,
  onFound,
  onClose,
  canEdit,
}: BarcodeScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [offer, setOffer] = useState<BarcodeProduct | null>(null);
  const busy = useRef(false);

  const lookUp = async (code: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!isOnline()) {
        // Offline the open guide, as kept with its items' barcodes, is searched (issue 34).
        const sku = withBarcode(code.trim());
        if (sku) {
          onFound(sku);
          onClose();
        } else setMessage(SCAN_OFFLINE_MISS);
        return;
      }
      const product = await findByBarcode(code.trim());
      if (holds(product.productSku)) {
        onFound(product.productSku);
        onClose();
      } else {
        setOffer(product);
        setMessage(`${product.name} is not in this guide.`);
      }
    } catch (error) {
      setMessage(
        error instanceof ApiError && error.status === 404
          ? `No product has the barcode ${code}.`
          : error instanceof ApiError && error.code === 'NETWORK'
            ? NEEDS_CONNECTION_MESSAGE
            : errorMessageOf(error),
      );
    } finally {
      busy.current = false;
    }
  };

  useEffect(() => {
    const element = video.current;
    if (!element || !navigator.mediaDevices?.getUserMedia) return;
    let stop: (() => void) | null = null;
    let live = true;
    void readBarcodes(element, (code) => void lookUp(code))
      .then((stopper) => (live ? (stop = stopper) : stopper()))
      .catch(() => live && setMessage('The camera could not be opened: type the barcode instead.'));
    return () => {
      live = false;
      stop?.();
    };
    // The scanner opens once; lookUp reads the latest props through the guide's callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal title="Scan a case" isOpen onOpenChange={(open) => !open && onClose()}>
      {(close) => (
        <div className="flex flex-col gap-3">
          <video ref={video} className="aspect-video w-full rounded-lg bg-stone-900" muted playsInline />
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void lookUp(typed);
            }}
          >
            <label className="flex flex-1 flex-col text-sm text-stone-700">
              Barcode
              <input
                className="h-12 rounded-lg border border-stone-300 px-3 text-lg tabular-nums"
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 14))}
              />
            </label>
            <Button type="submit">Find</Button>
          </form>
          {message && (
            <p role="status" className="font-semibold text-stone-800">
              {message}
            </p>
          )}
          {offer && canEdit && (
            <Button
              onPress={() =>
                void addItemsToGuides({
                  orderGuideIds: [guideId],
                  items: [{ productSku: offer.productSku, unitOfMeasure: offer.unitOfMeasure }],
                })
                  .then(() => setMessage(`${offer.name} was added to this guide.`))
                  .catch((error: unknown) => setMessage(errorMessageOf(error)))
              }
            >
              Add {offer.name} to this guide
            </Button>
          )}
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        </div>
      )}
    </Modal>
  );
}

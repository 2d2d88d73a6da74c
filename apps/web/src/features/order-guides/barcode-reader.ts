/**
 * Reads case barcodes from the camera (issue 34): the browser's BarcodeDetector where it exists, else the
 * ZXing decoder, loaded only now that the scanner is open. Returns a stop function.
 */

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf'];

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** Reads codes from the video until stopped; each code read is handed to `onCode`. */
export async function readBarcodes(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const Detector = (window as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => DetectorLike })
    .BarcodeDetector;
  if (Detector) {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    video.srcObject = stream;
    await video.play();
    const detector = new Detector({ formats: FORMATS });
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      const codes = await detector.detect(video).catch(() => []);
      if (codes[0]) onCode(codes[0].rawValue);
      setTimeout(() => void tick(), 250);
    };
    void tick();
    return () => {
      stopped = true;
      for (const track of stream.getTracks()) track.stop();
    };
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromVideoDevice(undefined, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../../lib/layout';

/** The browser's own barcode reader (Chrome on Android, Safari 17+); where it is missing, ZXing reads the video. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The codes a library uses: Code 128 and Code 39 on spines and cards, EAN-13 (an ISBN) on covers, QR on cards. */
const FORMATS = ['code_128', 'code_39', 'ean_13', 'qr_code'];
/** How often the browser's reader looks at the video. */
const DETECT_EVERY_MS = 200;

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Reads codes from the camera into `onCode` until stopped; answers the stop. */
async function startReading(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const Detector = detectorClass();
  if (!Detector) {
    const { BrowserMultiFormatReader } = await import('@zxing/browser');
    const controls = await new BrowserMultiFormatReader().decodeFromConstraints(
      { video: { facingMode: 'environment' } },
      video,
      (result) => result && onCode(result.getText()),
    );
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  const detector = new Detector({ formats: FORMATS });
  let busy = false;
  const timer = window.setInterval(() => {
    if (busy) return;
    busy = true;
    detector
      .detect(video)
      .then((codes) => codes[0] && onCode(codes[0].rawValue))
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, DETECT_EVERY_MS);
  return () => {
    window.clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
  };
}

/** A dialog showing the back camera; the first code read is handed on and the camera stops. */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handed = useRef(onCode);
  handed.current = onCode;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let done = false;
    const read = (code: string) => {
      if (done) return;
      done = true;
      stop?.();
      handed.current(code.trim());
    };
    startReading(video.current!, read)
      .then((stopper) => (done ? stopper() : (stop = stopper)))
      .catch((err: unknown) => setProblem(err instanceof Error ? err.message : String(err)));
    return () => {
      done = true;
      stop?.();
    };
  }, []);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={phone} aria-labelledby="camera-heading">
      <DialogTitle id="camera-heading">{t('circulation.cameraTitle')}</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error">{t('circulation.cameraFailed', { message: problem })}</Alert>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('circulation.cameraHelp')}
          </Typography>
        )}
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          sx={{ width: '100%', borderRadius: 1, bgcolor: 'grey.900', aspectRatio: '4 / 3' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('circulation.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useEffect, useRef, useState } from 'react';
import { createQrDetector } from './qr-detector';

export type CameraState =
  | { phase: 'starting' }
  | { phase: 'scanning' }
  /** The user or the browser said no. */
  | { phase: 'refused' }
  /** No camera, or none this browser lets a page use. */
  | { phase: 'absent' }
  | { phase: 'failed' };

const SCAN_EVERY_MS = 200;

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { phase: 'refused' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return { phase: 'absent' };
  return { phase: 'failed' };
}

/** Plays the back camera into the returned video ref and reports every QR code it sees, until unmounted. */
export function useQrCamera(onCode: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ phase: 'starting' });
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function run() {
      if (!navigator.mediaDevices?.getUserMedia) return setState({ phase: 'absent' });
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) setState(cameraProblem(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      element.srcObject = stream;
      try {
        await element.play();
        const detector = await createQrDetector();
        if (stopped) return;
        setState({ phase: 'scanning' });
        const tick = async () => {
          if (stopped) return;
          if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const codes = await detector.detect(element).catch(() => []);
            for (const code of codes) if (!stopped) onCodeRef.current(code.rawValue);
          }
          if (!stopped) timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) setState({ phase: 'failed' });
      }
    }
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { state, video };
}

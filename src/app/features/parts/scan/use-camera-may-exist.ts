import { useEffect, useState } from 'react';

const COARSE_POINTER = '(pointer: coarse)';

/** A touch screen (phones, tablets) usually has a camera; so does any device that lists a video input. */
function coarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(COARSE_POINTER).matches;
}

/**
 * Whether a camera may exist here: a coarse pointer at once, else whether the browser lists a
 * video input (without asking for the camera: the list needs no permission, its labels do).
 */
export function useCameraMayExist(): boolean {
  const [mayExist, setMayExist] = useState(coarsePointer);
  useEffect(() => {
    if (mayExist || !navigator.mediaDevices?.enumerateDevices) return;
    let live = true;
    navigator.mediaDevices
      .enumerateDevices()
      .then((devices) => {
        if (live && devices.some((device) => device.kind === 'videoinput')) setMayExist(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mayExist]);
  return mayExist;
}

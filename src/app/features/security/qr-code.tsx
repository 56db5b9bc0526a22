import { useEffect, useState } from 'react';

/** The QR code's modules as one SVG path, a 4-module quiet zone around them (the QR standard's). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  // Loaded on demand: only the two-factor setup draws one (the label sheets' worker bundles its own copy).
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Dark on white in both themes: authenticator apps read a light-on-dark code badly. */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ text: string; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    qrSvgDataUrl(text).then(
      (url) => live && setDrawn({ text, url }),
      () => live && setDrawn({ text, url: null }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  const current = drawn?.text === text ? drawn : null;
  const src = current?.url;
  if (current && !src) return <p className="text-sm">The QR code could not be drawn: enter the key below in your app instead.</p>;
  return src ? (
    <img src={src} alt={alt} width={192} height={192} className="size-48 rounded-md bg-white" />
  ) : (
    <div
      role="status"
      aria-label="Drawing the QR code"
      className="size-48 animate-pulse rounded-md bg-slate-200 dark:bg-slate-700"
    />
  );
}

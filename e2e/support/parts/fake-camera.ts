import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createQr } from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/** The file Chromium's fake camera plays (`--use-file-for-fake-video-capture`), one per e2e port. */
export const FAKE_CAMERA_FILE = join(tmpdir(), `whetstone-fake-camera-${process.env.E2E_PORT ?? 'default'}.y4m`);

/** Chromium flags for a fake camera playing FAKE_CAMERA_FILE, beside the config's own. */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`];

/**
 * Writes a Y4M video (4:2:0, a few identical frames the camera loops) of a QR code holding the
 * text, black on white in the middle of the picture, or a blank picture when text is null.
 */
export function showToCamera(text: string | null): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text !== null) {
    const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
    const scale = Math.floor((HEIGHT * 0.7) / modules.size);
    const left = Math.floor((WIDTH - modules.size * scale) / 2);
    const top = Math.floor((HEIGHT - modules.size * scale) / 2);
    for (let row = 0; row < modules.size * scale; row++) {
      for (let col = 0; col < modules.size * scale; col++) {
        if (modules.get(Math.floor(row / scale), Math.floor(col / scale))) luma[(top + row) * WIDTH + left + col] = 16;
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(FAKE_CAMERA_FILE, Buffer.concat([header, ...Array<Buffer>(FRAMES).fill(frame)]));
}

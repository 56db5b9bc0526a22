import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { PageHeader } from '#app/components/ui/page-header';
import { partIdFromUrl } from '#app/features/parts/part-url';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { FindPartForm } from './find-part-form';
import { useQrCamera, type CameraState } from './use-qr-camera';

const CAMERA_TEXT: Record<CameraState['phase'], string> = {
  starting: 'Starting the camera…',
  scanning: 'Point the camera at a part’s label. Its page opens as soon as the code is read.',
  refused:
    'The camera is turned off for this site, so labels can’t be scanned. Allow the camera in your browser’s site settings and reload, or type the label or serial number below.',
  absent: 'No camera is available here. Type the label or serial number printed on the part below.',
  failed: 'The camera could not be started. Type the label or serial number printed on the part below.',
};

/** Parts → "Scan a label": the camera reads a label's QR code and opens that part. */
export function ScanPage() {
  const navigate = useNavigate();
  const [foreign, setForeign] = useState(false);
  const onCode = useCallback(
    (text: string) => {
      const partId = partIdFromUrl(text);
      if (partId) void navigate({ to: '/parts/$partId', params: { partId } });
      else setForeign(true);
    },
    [navigate],
  );
  const { state: camera, video } = useQrCamera(onCode);
  // Looking a part up by text needs the list's search (q), an extension another v1 server may lack.
  const { data: capabilities } = useQuery(partsCapabilitiesQueryOptions());
  const live = camera.phase === 'starting' || camera.phase === 'scanning';
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Scan a label" />
      <div className={live ? 'overflow-hidden rounded-lg bg-slate-950' : 'hidden'}>
        <video ref={video} muted playsInline aria-label="Camera" className="aspect-[4/3] w-full object-cover" />
      </div>
      <p
        role={live ? 'status' : 'alert'}
        className={
          live
            ? 'mt-3 text-sm'
            : 'rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-100'
        }
      >
        {CAMERA_TEXT[camera.phase]}
        {foreign && camera.phase === 'scanning' ? ' That code is not a part label from this portal.' : null}
      </p>
      <div className="mt-6">
        {capabilities?.wearActions === false ? (
          <p className="text-sm">
            This server can’t look parts up by label or serial number. Find the part in the <Link to="/parts">parts list</Link>.
          </p>
        ) : (
          <FindPartForm />
        )}
      </div>
    </div>
  );
}

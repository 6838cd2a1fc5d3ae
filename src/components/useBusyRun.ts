/**
 * One action at a time for an island's buttons, with its status and alert lines.
 *
 * `run(action)` ignores a press while an action runs (a ref, so two clicks in one frame are caught
 * too), clears both lines first, and shows what went wrong in the alert line: the server's own
 * message of an ApiError (already in the page language), else `failedText`. `busy` disables the
 * buttons; `status` is meant for a polite live region, `alert` for role="alert".
 */
import { useRef, useState } from 'react';
import { ApiError } from '../lib/api';

export interface BusyRun {
  busy: boolean;
  status: string;
  setStatus: (text: string) => void;
  alert: string;
  setAlert: (text: string) => void;
  run: (action: () => Promise<void>) => Promise<void>;
}

export function useBusyRun(failedText: string): BusyRun {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const busyRef = useRef(false);

  const run = async (action: () => Promise<void>): Promise<void> => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setStatus('');
    setAlert('');
    try {
      await action();
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : failedText);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { busy, status, setStatus, alert, setAlert, run };
}

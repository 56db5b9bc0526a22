import type { Locator, Page } from '@playwright/test';
import type { WriteTarget } from './write-faults';

/** One write the portal makes, as a user reaches it, for the fault table in faults-writes.spec.ts. */
export interface WriteUnderTest {
  name: string;
  target: WriteTarget;
  /** POSTs carry an Idempotency-Key; PATCH and DELETE are idempotent by themselves. */
  keyed: boolean;
  /** Sign-in and sign-out run in a session of their own, so the shared one survives. */
  ownSession?: boolean;
  /** Creates what the write needs, opens its form and types into it, up to the submit. */
  open(page: Page): Promise<OpenedWrite>;
}

export interface OpenedWrite {
  /** The control that sends the write. */
  submit: Locator;
  /** Where the screen says the write failed (it must name what happened, see `genericFailure`). */
  failure: Locator;
  /** A failure message that does not vary with the fault; otherwise the fault's title is expected. */
  genericFailure?: string;
  /** Sends the write again the way the screen offers after a failure. */
  retry(): Promise<void>;
  /** Shows the user the write is in flight, with no way to send it a second time. */
  expectBusy(): Promise<void>;
  /** Tries a second submit from the keyboard while the first is in flight, where the form has a text field. */
  pressEnterAgain?(): Promise<void>;
  /** Everything typed is still there (and an optimistic change is rolled back). */
  expectInputKept(): Promise<void>;
  /** The screen shows the write succeeded. */
  expectDone(): Promise<void>;
  /** The server holds exactly the effect of one write, checked through the API. */
  expectExactlyOneWrite(): Promise<void>;
}

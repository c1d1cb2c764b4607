export interface SlotStats {
  running: number;
  waiting: number;
}

/** A place taken in a {@link SynthesisSlots}: wait for `ready`, then always `release`. */
export class SlotTicket {
  /** Settles once this ticket holds a running slot. */
  readonly ready: Promise<void>;
  private grantSlot: () => void = () => {};
  private holding = false;
  private released = false;

  constructor(
    private readonly onRelease: (ticket: SlotTicket, holding: boolean) => void,
    holding: boolean,
  ) {
    this.holding = holding;
    this.ready = holding
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          this.grantSlot = resolve;
        });
  }

  /** Called by the slots when a running slot passes to this ticket. */
  grant(): void {
    this.holding = true;
    this.grantSlot();
  }

  /** Frees the slot, or leaves the line while still waiting. Later calls do nothing. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.onRelease(this, this.holding);
  }
}

/**
 * A counting semaphore with a bounded line: up to `concurrency` tickets run, up to `queueLimit`
 * more wait in arrival order, and `reserve` answers null past that so the caller can refuse.
 */
export class SynthesisSlots {
  private running = 0;
  private readonly line: SlotTicket[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  /** Takes a place at once (a running slot, or one in line), or null when both are full. */
  reserve(): SlotTicket | null {
    const onRelease = (ticket: SlotTicket, holding: boolean) => this.leave(ticket, holding);
    if (this.running < this.concurrency) {
      this.running++;
      return new SlotTicket(onRelease, true);
    }
    if (this.line.length >= this.queueLimit) return null;
    const ticket = new SlotTicket(onRelease, false);
    this.line.push(ticket);
    return ticket;
  }

  stats(): SlotStats {
    return { running: this.running, waiting: this.line.length };
  }

  private leave(ticket: SlotTicket, holding: boolean): void {
    if (!holding) {
      this.line.splice(this.line.indexOf(ticket), 1);
      return;
    }
    // The slot passes straight to the first in line, so `running` stays the same.
    const next = this.line.shift();
    if (next) next.grant();
    else this.running--;
  }
}

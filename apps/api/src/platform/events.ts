import type { Queryable } from './db.ts';
import type { Logger } from './logger.ts';

/**
 * Every domain event and its payload. Each module declares its own events into this interface
 * (`declare module '../../platform/events.ts'`), so the bus stays ignorant of the domains while
 * publishers and subscribers are checked against one another.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules.
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;
type Handler<Name extends DomainEventName> = (payload: DomainEvents[Name]) => Promise<void> | void;
/** Publishes an event in one of the two phases (see `EventBus`). */
export type Publish = <Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]) => Promise<void>;
type TransactionHandler<Name extends DomainEventName> = (payload: DomainEvents[Name], tx: Queryable) => Promise<void>;

/**
 * The in-process event bus, in two phases. Inside the publisher's transaction, the modules that
 * keep data derived from what changed (crossings from trips) rewrite it, so the change and what
 * follows from it commit together or not at all. Once the transaction has committed, the modules
 * that care (contacts linking new members, notifications) react; a failing subscriber then is
 * logged and never fails the publisher's request: what happened has happened.
 */
export class EventBus {
  private readonly handlers = new Map<DomainEventName, Set<Handler<never>>>();
  private readonly transactionHandlers = new Map<DomainEventName, TransactionHandler<never>[]>();
  private readonly log: Logger;

  constructor(log: Logger) {
    this.log = log;
  }

  /** Calls `handler` for every `name` event from now on; returns how to stop. */
  subscribe<Name extends DomainEventName>(name: Name, handler: Handler<Name>): () => void {
    let handlers = this.handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(name, handlers);
    }
    handlers.add(handler as Handler<never>);
    return () => handlers.delete(handler as Handler<never>);
  }

  /** Calls `handler` inside the transaction that publishes a `name` event, from now on; returns how to stop. */
  subscribeInTransaction<Name extends DomainEventName>(name: Name, handler: TransactionHandler<Name>): () => void {
    const handlers = this.transactionHandlers.get(name) ?? [];
    handlers.push(handler as TransactionHandler<never>);
    this.transactionHandlers.set(name, handlers);
    return () => {
      const index = handlers.indexOf(handler as TransactionHandler<never>);
      if (index >= 0) handlers.splice(index, 1);
    };
  }

  /**
   * Runs the in-transaction subscribers of `name` in `tx`, one after another (a transaction runs
   * one statement at a time); a failure fails the transaction. Publish the event again once the
   * transaction has committed.
   */
  async publishInTransaction<Name extends DomainEventName>(tx: Queryable, name: Name, payload: DomainEvents[Name]) {
    for (const handler of (this.transactionHandlers.get(name) ?? []) as TransactionHandler<Name>[]) {
      await handler(payload, tx);
    }
  }

  /** Runs every subscriber of `name` and waits for them, so the caller's answer reflects their work. */
  async publish<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void> {
    const handlers = [...(this.handlers.get(name) ?? [])] as Handler<Name>[];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(payload);
        } catch (error) {
          this.log.error({ err: error, event: name }, 'an event subscriber failed');
        }
      }),
    );
  }
}

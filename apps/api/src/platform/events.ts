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

/** What a durable subscriber's job carries: the event and its payload, as JSON. */
export interface DurableEvent {
  event: DomainEventName;
  payload: DomainEvents[DomainEventName];
}

/**
 * The job queue as the bus sees it (`jobs.ts` attaches it when it starts): where the jobs of
 * durable subscribers are put inside the publisher's transaction, and how this node's workers are
 * told there are some.
 */
export interface DurableQueues {
  enqueue(tx: Queryable, queue: string, events: readonly DurableEvent[]): Promise<void>;
  wake(queue: string): void;
}

/**
 * The in-process event bus, in two phases, and a third way to react that survives a crash.
 * Inside the publisher's transaction, the modules that keep data derived from what changed
 * (crossings from trips) rewrite it, so the change and what follows from it commit together or
 * not at all. Once the transaction has committed, the modules that care (contacts linking new
 * members) react; a failing subscriber then is logged and never fails the publisher's request:
 * what happened has happened. A durable subscriber (notifications) gets a job, written in the
 * publisher's transaction (a transactional outbox), that a queue worker runs once it has
 * committed, on this node or another, and again after a failure or a crash.
 */
export class EventBus {
  private readonly handlers = new Map<DomainEventName, Set<Handler<never>>>();
  private readonly transactionHandlers = new Map<DomainEventName, TransactionHandler<never>[]>();
  /** By event, the queue of each durable subscriber and its handler. */
  private readonly durableHandlers = new Map<DomainEventName, Map<string, Handler<never>>>();
  private queues: DurableQueues | undefined;
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
   * Has `handler` run, for every `name` event from now on, by a job on `queue` that the event's
   * transaction writes: it runs once that has committed, is tried again when it throws, and may
   * run twice (a crash after its work, before its job was marked done), so its work must be
   * idempotent. The payload reaches it through JSON. One handler per event and queue.
   */
  subscribeDurably<Name extends DomainEventName>(name: Name, queue: string, handler: Handler<Name>) {
    const byQueue = this.durableHandlers.get(name) ?? new Map<string, Handler<never>>();
    if (byQueue.has(queue)) throw new Error(`${name} already has a durable subscriber on ${queue}`);
    byQueue.set(queue, handler as Handler<never>);
    this.durableHandlers.set(name, byQueue);
  }

  /** The queues durable subscribers were given: each needs a worker that runs `runDurably`. */
  durableQueueNames() {
    return [...new Set([...this.durableHandlers.values()].flatMap((byQueue) => [...byQueue.keys()]))];
  }

  /** Where durable subscribers' jobs go from now on; none once the queue stopped. */
  attachQueues(queues: DurableQueues | undefined) {
    this.queues = queues;
  }

  /** Runs the durable subscriber of a job of `queue`; a failure is the job's, to try again. */
  async runDurably(queue: string, { event, payload }: DurableEvent) {
    const handler = this.durableHandlers.get(event)?.get(queue);
    if (!handler) throw new Error(`no durable subscriber of ${event} on ${queue}`);
    await (handler as Handler<DomainEventName>)(payload);
  }

  /**
   * Runs the in-transaction subscribers of `name` in `tx`, one after another (a transaction runs
   * one statement at a time), and writes a job for each durable subscriber there; a failure fails
   * the transaction. Publish the event again once the transaction has committed.
   */
  async publishInTransaction<Name extends DomainEventName>(tx: Queryable, name: Name, payload: DomainEvents[Name]) {
    for (const handler of (this.transactionHandlers.get(name) ?? []) as TransactionHandler<Name>[]) {
      await handler(payload, tx);
    }
    const durableQueues = [...(this.durableHandlers.get(name)?.keys() ?? [])];
    if (durableQueues.length === 0) return;
    if (!this.queues) throw new Error(`The job queue is not started: ${name} cannot reach its durable subscribers.`);
    for (const queue of durableQueues) await this.queues.enqueue(tx, queue, [{ event: name, payload }]);
  }

  /**
   * Runs every subscriber of `name` and waits for them, so the caller's answer reflects their work,
   * and has this node's workers take the jobs of its durable subscribers now (the transaction that
   * published it in has committed) rather than at their next poll.
   */
  async publish<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void> {
    for (const queue of this.durableHandlers.get(name)?.keys() ?? []) this.queues?.wake(queue);
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

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

/**
 * The in-process event bus: a module tells what happened once its transaction has committed, and
 * the modules that care (contacts linking new members, notifications later) react. A failing
 * subscriber is logged and never fails the publisher's request: what happened has happened.
 */
export class EventBus {
  private readonly handlers = new Map<DomainEventName, Set<Handler<never>>>();
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

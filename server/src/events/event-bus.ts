import { Injectable, Module } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { AWAITED_LISTENER } from './awaited-listener';
import type { ShopEventName, ShopEvents } from './shop-events';

/** Announces the shop's events (shop-events.ts), each with the payload its name declares. */
@Injectable()
export class EventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  /** Announces `name` and waits for its listeners: a listener's failure fails the emit. */
  async emit<Name extends ShopEventName>(name: Name, payload: ShopEvents[Name]): Promise<void> {
    await this.emitter.emitAsync(name, payload);
  }
}

/** What the modules that announce events import. */
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}

type Listener<Name extends ShopEventName> = (payload: ShopEvents[Name]) => Promise<void>;

/**
 * Declares a method as a listener of `name`, awaited by the emit (AWAITED_LISTENER); the
 * compiler checks that it takes the payload the name declares.
 */
export const OnShopEvent =
  <Name extends ShopEventName>(name: Name) =>
  (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Listener<Name>>) => {
    OnEvent(name, AWAITED_LISTENER)(target, key, descriptor);
  };

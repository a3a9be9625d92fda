import { Injectable } from '@nestjs/common';
import { EventEmitter2, EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { AWAITED_LISTENER } from './awaited-listener';

const EVENT = 'thing.deleted';

@Injectable()
class Listeners {
  readonly done: string[] = [];

  @OnEvent(EVENT, AWAITED_LISTENER)
  async failing(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    throw new Error('the cascade failed');
  }

  @OnEvent(EVENT, AWAITED_LISTENER)
  async slow(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    this.done.push('slow');
  }
}

describe('AWAITED_LISTENER', () => {
  it("makes emitAsync wait for listeners and reject with a listener's error", async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot()],
      providers: [Listeners],
    }).compile();
    await moduleRef.init();
    const events = moduleRef.get(EventEmitter2);

    await expect(events.emitAsync(EVENT, {})).rejects.toThrow('the cascade failed');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(moduleRef.get(Listeners).done).toEqual(['slow']);

    await moduleRef.close();
  });
});

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OnboardingService } from './onboarding.service';
import { Onboarding, OnboardingSchema } from './schemas/onboarding.schema';

/** The onboarding with ZATCA and its state: used by the shop and by `npm run zatca:onboard`. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Onboarding.name, schema: OnboardingSchema }])],
  providers: [OnboardingService],
  exports: [OnboardingService],
})
export class OnboardingModule {}

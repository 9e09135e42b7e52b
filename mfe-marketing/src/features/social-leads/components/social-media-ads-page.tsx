import { FeatureGrid } from '../../../components/feature-grid';
import { ChartIcon, ChatIcon, MegaphoneIcon, StarIcon } from '../../../components/icons';
import { SocialAdIllustration } from '../../../components/illustrations/social-ad-illustration';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { Steps } from '../../../components/steps';
import { usePageMeta } from '@adlaunch/ui-kit';
import styles from '../../../components/page.module.css';
import { SocialLeadForm } from './social-lead-form';

export function SocialMediaAdsPage() {
  usePageMeta(
    'Social media ads for small businesses',
    'Facebook, Instagram, LinkedIn and TikTok ads planned and managed by a specialist. Tell us your goals and we call you back within one business day.',
  );
  return (
    <>
      <PageHero
        eyebrow="Social Media Ads"
        title="Social media ads that bring in customers, not just likes"
        lead="Every business is different on social media, so we start with a conversation. Tell us about your goals and a specialist calls you back within one business day with a plan and a quote."
        art={<SocialAdIllustration />}
      />

      <Section
        title="Tell us about your business"
        lead="No obligation, no sales pressure: a short call to see whether social ads make sense for you."
      >
        <div className={styles.split}>
          <SocialLeadForm />
          <div>
            <h3>What happens next</h3>
            <Steps
              items={[
                { title: 'We call you', text: 'A specialist contacts you within one business day to understand your customers and goals.' },
                { title: 'You get a plan', text: 'Which platforms, which audiences, what the ads will say and a clear monthly price.' },
                {
                  title: 'We launch and report',
                  text: 'If you go ahead, we create the ads, launch them and report on results every month.',
                },
              ]}
            />
          </div>
        </div>
      </Section>

      <Section title="What social media ads can do for you" alt>
        <FeatureGrid
          items={[
            {
              icon: <MegaphoneIcon />,
              title: 'Reach local people',
              text: 'Target by area, age and interests, so your ads are seen by people who can actually become customers.',
            },
            {
              icon: <StarIcon />,
              title: 'Promote offers and events',
              text: 'Fill quiet days, launch a new product or sell tickets with a focused campaign.',
            },
            {
              icon: <ChatIcon />,
              title: 'Start conversations',
              text: 'Ads that open WhatsApp or Messenger make it easy for customers to ask questions.',
            },
            {
              icon: <ChartIcon />,
              title: 'Know what works',
              text: 'We track enquiries and sales, not only clicks, and move budget to what performs.',
            },
          ]}
        />
      </Section>
    </>
  );
}

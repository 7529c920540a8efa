import type { SvgIconComponent } from '@mui/icons-material';
import BlockIcon from '@mui/icons-material/Block';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EventIcon from '@mui/icons-material/Event';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryToggleOffIcon from '@mui/icons-material/HistoryToggleOff';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import PublicIcon from '@mui/icons-material/Public';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import TagIcon from '@mui/icons-material/Tag';
import TuneIcon from '@mui/icons-material/Tune';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { alpha, Box, Button, Card, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { type ExperiencePage, routes } from '../../app/routing/route-paths.ts';
import { brand } from '../../app/theme/theme.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { IconIllustration } from './components/IconIllustration.tsx';

interface PageArt {
  hero: { main: SvgIconComponent; orbit: [SvgIconComponent, SvgIconComponent] };
  /** One icon per card, in the order of the page's sections in the locale. */
  cards: SvgIconComponent[][];
}

const art: Record<ExperiencePage, PageArt> = {
  network: {
    hero: { main: PeopleAltOutlinedIcon, orbit: [PlaceIcon, FlightTakeoffIcon] },
    cards: [
      [FavoriteBorderIcon, PeopleAltOutlinedIcon, PublicIcon, BlockIcon],
      [FlightLandIcon, FlightTakeoffIcon, PlaceIcon, HistoryToggleOffIcon],
    ],
  },
  communities: {
    hero: { main: Diversity3Icon, orbit: [TagIcon, EventIcon] },
    cards: [
      [GroupsOutlinedIcon, LockOutlinedIcon, TagIcon],
      [EventIcon, ForumOutlinedIcon, NotificationsActiveOutlinedIcon],
    ],
  },
  profile: {
    hero: { main: PersonOutlineIcon, orbit: [VisibilityOutlinedIcon, HomeOutlinedIcon] },
    cards: [
      [HomeOutlinedIcon, TuneIcon, VisibilityOutlinedIcon],
      [CampaignOutlinedIcon, QrCode2Icon, LockOutlinedIcon],
    ],
  },
};

const pages: ExperiencePage[] = ['network', 'communities', 'profile'];
const isExperiencePage = (value: string | undefined): value is ExperiencePage => pages.some((page) => page === value);

/** Public pages that explain the product to someone deciding whether to join. */
export default function ExperienceScreen() {
  const { t } = useTranslation('onboarding');
  const { page } = useParams();
  if (!isExperiencePage(page)) return <Navigate to={routes.experience('network')} replace />;
  const content = t(`experience.${page}`);
  const pageArt = art[page];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Tabs
        value={page}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('experience.overline')}
        sx={{ mb: { xs: 3, md: 5 } }}
      >
        {pages.map((item) => (
          <Tab
            key={item}
            value={item}
            label={t(`experience.tabs.${item}`)}
            component={RouterLink}
            to={routes.experience(item)}
          />
        ))}
      </Tabs>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: { xs: 3, md: 8 }, alignItems: 'center', mb: { xs: 5, md: 8 } }}
      >
        <Stack sx={{ gap: 2, flex: 1 }}>
          <Typography variant="overline" color="primary">
            {t('experience.overline')}
          </Typography>
          <Typography variant="h1">{content.title}</Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem', maxWidth: 560 }}>
            {content.lead}
          </Typography>
        </Stack>
        <IconIllustration {...pageArt.hero} size={240} />
      </Stack>
      <Stack sx={{ gap: { xs: 5, md: 7 } }}>
        {content.sections.map((section, sectionIndex) => (
          <Box component="section" key={section.heading}>
            <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
              {section.heading}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
              {section.intro}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${section.cards.length}, 1fr)` },
              }}
            >
              {section.cards.map((card, cardIndex) => {
                const Icon = pageArt.cards[sectionIndex]?.[cardIndex] ?? PlaceIcon;
                return (
                  <Card key={card.title} sx={{ p: 3 }}>
                    <Box
                      sx={{
                        width: 44,
                        height: 44,
                        borderRadius: 3,
                        display: 'grid',
                        placeItems: 'center',
                        mb: 2,
                        bgcolor: alpha(cardIndex % 2 ? brand.coral : brand.teal, 0.15),
                        color: cardIndex % 2 ? 'secondary.main' : 'primary.main',
                      }}
                    >
                      <Icon />
                    </Box>
                    <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                      {card.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {card.body}
                    </Typography>
                  </Card>
                );
              })}
            </Box>
          </Box>
        ))}
      </Stack>
      <Card
        sx={{
          mt: { xs: 6, md: 8 },
          p: { xs: 3, md: 5 },
          textAlign: 'center',
          background: `linear-gradient(135deg, ${alpha(brand.teal, 0.18)}, ${alpha(brand.coral, 0.14)})`,
        }}
      >
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('experience.cta.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('experience.cta.body')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
          <Button component={RouterLink} to={routes.signup} variant="contained" size="large">
            {t('experience.cta.signup')}
          </Button>
          <Button component={RouterLink} to={routes.login} variant="outlined" size="large">
            {t('experience.cta.login')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

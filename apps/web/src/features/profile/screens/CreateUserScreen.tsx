import { type CreateUserRequest, type UserType, userTypes } from '@here-and-there/contracts';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { alpha, Box, Card, Container, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { brand } from '../../../app/theme/theme.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormSubmitButton } from '../../../shared/ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { SelectField } from '../../../shared/ui/form/SelectField.tsx';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useMe } from '../../auth/auth.queries.ts';
import { NotAllowed } from '../components/NotAllowed.tsx';
import { managesMembers } from '../member-roles.ts';
import { useCreateMember } from '../profile.queries.ts';

interface NewMemberValues extends Record<string, unknown> {
  email: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
}

const validate = lazySchema<NewMemberValues, CreateUserRequest>(() =>
  import('../profile.schemas.ts').then((schemas) => schemas.createUserForm),
);
const fieldNames = ['email', 'first_name', 'last_name', 'user_type'] as const;

/** `/users/create` (admin and staff): a new member, then straight on to their profile (SPEC §4). */
export default function CreateUserScreen() {
  const me = useMe();
  if (!me) return <PageSpinner />;
  if (!managesMembers(me)) return <NotAllowed />;
  return <CreateUserForm />;
}

function CreateUserForm() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateMember();
  const { field, handleSubmit, setError, formState } = useForm<NewMemberValues, CreateUserRequest>({
    defaultValues: { email: '', first_name: '', last_name: '', user_type: 'customer' },
    validate,
  });
  const userType = field('user_type');

  const submit = handleSubmit(async (request) => {
    try {
      const member = await create.mutateAsync(request);
      notify.success(tCommon('errors.changesSaved'));
      await navigate(routes.editUser(member.id));
    } catch (error) {
      if (applyServerErrors(error, setError, fieldNames)) return;
      if (error instanceof ApiError && error.code === 'signup.email_taken') {
        setError('email', error.message, { shouldFocus: true });
        return;
      }
      notify.error(error instanceof ApiError && error.status === 403 ? tCommon('errors.notAllowed') : undefined);
    }
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: 1.5 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(brand.teal, 0.15),
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <PersonAddAltOutlinedIcon />
        </Box>
        <Typography variant="h2" component="h1">
          {t('createUser.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('createUser.lead')}
      </Typography>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5 }}>
          <FormTextField
            field={field('email')}
            label={t('createUser.email')}
            type="email"
            autoComplete="off"
            autoFocus
          />
          <FormTextField field={field('first_name')} label={t('createUser.firstName')} autoComplete="off" />
          <FormTextField field={field('last_name')} label={t('createUser.lastName')} autoComplete="off" />
          <SelectField<UserType>
            label={t('createUser.userType')}
            name={userType.name}
            value={userType.value}
            onChange={userType.onChange}
            options={userTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
          />
          <FormSubmitButton isSubmitting={formState.isSubmitting}>{t('createUser.submit')}</FormSubmitButton>
        </Stack>
      </Card>
    </Container>
  );
}

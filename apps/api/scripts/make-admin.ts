// npm run make-admin -- <email>: makes an existing member an admin (also how the first admin is made).
import { changeUserType } from '../src/modules/users/index.ts';
import { requireArgument, withMemberByEmail } from './operator-context.ts';

const email = requireArgument('npm run make-admin -- <email>');
await withMemberByEmail(email, async (context, memberId) => {
  await changeUserType(context.db, memberId, 'admin');
  console.log(`${email} is now an admin.`);
});

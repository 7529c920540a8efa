// npm run make-admin -- <email>: makes an existing member an admin (also how the first admin is made).
import { findMemberIdByEmail } from '../src/modules/identity/index.ts';
import { changeUserType } from '../src/modules/users/index.ts';
import { requireArgument, withAppContext } from './operator-context.ts';

const email = requireArgument('npm run make-admin -- <email>');
await withAppContext(async (context) => {
  const memberId = await findMemberIdByEmail(context, email);
  if (!memberId) {
    console.error(`No member signs in with ${email}.`);
    process.exitCode = 1;
    return;
  }
  await changeUserType(context.db, memberId, 'admin');
  console.log(`${email} is now an admin.`);
});

import { Injectable } from '@nestjs/common';

/** A kind of session a user can hold (console sessions; customer sessions) that can end them all. */
export interface UserSessionStore {
  endSessionsOf(userId: string): Promise<void>;
}

/**
 * The one seam through which a user's sessions end: UsersService calls endSessionsOf when the
 * password changes (by the user, by a reset link or by an admin), when the user is disabled and
 * when the user is deleted. Each module that issues sessions registers its store here when it
 * starts (AdminSessionsService for console sessions), so the users module needs to know none.
 */
@Injectable()
export class UserSessionsService {
  private readonly stores: UserSessionStore[] = [];

  register(store: UserSessionStore): void {
    this.stores.push(store);
  }

  async endSessionsOf(userId: string): Promise<void> {
    await Promise.all(this.stores.map((store) => store.endSessionsOf(userId)));
  }
}

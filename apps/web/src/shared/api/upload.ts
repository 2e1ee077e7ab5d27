import type { ApiError } from '@shop/contracts';
import { i18next } from '../i18n';
import { useSession } from '../session/store';
import { ApiRequestError } from './errors';

/**
 * Sends a file as the raw body of a POST and reports how much of it went out (`fetch` cannot tell upload
 * progress, an XMLHttpRequest can): for the back-office's large release zips. Same headers and errors as
 * `apiRequest`.
 */
export function uploadWithProgress(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', i18next.language);
    request.setRequestHeader('content-type', file.type);
    const token = useSession.getState().userInfo?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(i18next.t('common:errors.network'), 0, 'network'));
    request.onload = () => {
      let payload: Partial<ApiError> | undefined;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload);
      const message = typeof payload?.message === 'string' ? payload.message : '';
      reject(
        new ApiRequestError(
          message || i18next.t('common:errors.generic'),
          request.status,
          payload?.code ?? 'http',
          payload?.details,
          message.trim() !== '',
        ),
      );
    };
    request.send(file);
  });
}

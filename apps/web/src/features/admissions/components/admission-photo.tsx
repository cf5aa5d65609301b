import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDENT_ADMISSION_MESSAGES } from '@campus/shared';
import { fieldMessage } from '../form-problems';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const MAX_PHOTO = 2 * 1024 * 1024;

export interface PickedPhoto {
  file: File;
  preview: string;
}

/** The photo chosen for an admission: checked for type and size, previewed, cleared with the form. */
export function useAdmissionPhoto() {
  const { enqueueSnackbar } = useSnackbar();
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.preview)), [photo]);

  const refuse = (message: string) => enqueueSnackbar(fieldMessage(message), { variant: 'error', preventDuplicate: true });
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return refuse(STUDENT_ADMISSION_MESSAGES.photoType);
    if (file.size > MAX_PHOTO) return refuse(STUDENT_ADMISSION_MESSAGES.photoSize);
    setPhoto({ file, preview: URL.createObjectURL(file) });
  };
  const clear = () => {
    setPhoto(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  return { photo, pick, clear, inputRef };
}

export type AdmissionPhoto = ReturnType<typeof useAdmissionPhoto>;

/** The photo as the simple form's call sends it: its name, type and base64 content. */
export function photoPayload(photo: PickedPhoto): Promise<{ fileName: string; contentType: string; base64: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ fileName: photo.file.name, contentType: photo.file.type, base64: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(photo.file);
  });
}

/** Preview, Choose photo and Remove photo; `savedUrl` is the photo a loaded record already has. */
export function AdmissionPhotoPicker({ state, savedUrl }: { state: AdmissionPhoto; savedUrl?: string | null }) {
  const { t } = useTranslation();
  const { photo, pick, clear, inputRef } = state;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, gridColumn: '1 / -1', flexWrap: 'wrap' }}>
      <Avatar
        variant="rounded"
        src={photo?.preview ?? savedUrl ?? undefined}
        alt={t('admissionForm.photo')}
        sx={{ width: 96, height: 116 }}
      >
        <PhotoCamera />
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => inputRef.current?.click()}>
            {t('admissionForm.choosePhoto')}
          </Button>
          <input
            ref={inputRef}
            data-testid="photo-input"
            hidden
            type="file"
            aria-label={t('admissionForm.choosePhoto')}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={(e) => pick(e.target.files?.[0])}
          />
          {photo && (
            <Button color="inherit" onClick={clear}>
              {t('admissionForm.removePhoto')}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {photo ? photo.file.name : t('admissionForm.photoHint')}
        </Typography>
      </Box>
    </Box>
  );
}

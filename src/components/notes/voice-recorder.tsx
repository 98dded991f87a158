// A voice note's recording: recorded in the browser (MediaRecorder, a visible timer, stopped at
// 15:00 by itself) or chosen as a file (WebM, Ogg, MP3, M4A, WAV, ≤ 25 MB — the voice-notes
// bucket's types). The clip stays in the form until the note is saved.
import { AudioOutlined, DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Typography, Upload } from "antd";
import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/index.ts";
import { toast } from "../../lib/toast/toast-store.ts";
import { AUDIO_TYPES, MAX_AUDIO_SECONDS, audioRefusal, formatElapsed } from "./notes.utils.ts";

export type VoiceClip = { file: File; seconds: number | null };

const v = (key: keyof typeof import("./i18n.fr.ts").notesFr.voice, vars?: Record<string, string>) =>
  t(`components.notes.voice.${key}`, vars);

const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];

const canRecord = (): boolean =>
  typeof window !== "undefined" && "MediaRecorder" in window && !!navigator.mediaDevices?.getUserMedia;

/** The duration of an audio file, when the browser can read it (null otherwise). */
const readDuration = (file: File): Promise<number | null> =>
  new Promise((resolve) => {
    if (typeof URL.createObjectURL !== "function") return resolve(null);
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    setTimeout(() => done(null), 3000);
    audio.src = url;
  });

export const VoiceRecorder = ({
  value,
  onChange,
}: {
  value?: VoiceClip | null;
  onChange?: (clip: VoiceClip | null) => void;
}) => {
  const [elapsed, setElapsed] = useState<number | null>(null);
  const [problem, setProblem] = useState<"unsupported" | "denied" | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      stopTimer();
      if (recorder.current?.state === "recording") recorder.current.stop();
    },
    [],
  );

  const keep = (clip: VoiceClip) => {
    const refusal = audioRefusal(clip.file, clip.seconds);
    if (refusal) toast({ type: "error", description: v(refusal) });
    else onChange?.(clip);
  };

  const start = async () => {
    if (!canRecord()) return setProblem("unsupported");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setProblem("denied");
    }
    setProblem(null);
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    rec.ondataavailable = (e) => chunks.push(e.data);
    rec.onstop = () => {
      stopTimer();
      stream.getTracks().forEach((track) => track.stop());
      const seconds = Math.min(MAX_AUDIO_SECONDS, (Date.now() - startedAt) / 1000);
      const type = (rec.mimeType || "audio/webm").split(";")[0];
      const ext = type === "audio/ogg" ? "ogg" : type === "audio/mp4" ? "m4a" : "webm";
      setElapsed(null);
      keep({ file: new File(chunks, `note-vocale.${ext}`, { type }), seconds });
    };
    recorder.current = rec;
    rec.start(1000);
    setElapsed(0);
    timer.current = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      setElapsed(seconds);
      // 15:00 is the longest note the database keeps (note_audio_duration)
      if (seconds >= MAX_AUDIO_SECONDS && rec.state === "recording") rec.stop();
    }, 250);
  };

  const stop = () => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  };

  const recording = elapsed !== null;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {value ? (
        <Space wrap>
          <Typography.Text>
            {v("recorded", { elapsed: value.seconds === null ? value.file.name : formatElapsed(value.seconds) })}
          </Typography.Text>
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
            {v("remove")}
          </Button>
        </Space>
      ) : (
        <Space wrap>
          {recording ? (
            <Button danger onClick={stop}>
              {v("stop")}
            </Button>
          ) : (
            <Button icon={<AudioOutlined aria-hidden />} onClick={() => void start()}>
              {v("record")}
            </Button>
          )}
          <Upload
            accept={AUDIO_TYPES.join(",")}
            maxCount={1}
            showUploadList={false}
            disabled={recording}
            beforeUpload={(file) => {
              void readDuration(file).then((seconds) => keep({ file, seconds }));
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} disabled={recording}>
              {v("upload")}
            </Button>
          </Upload>
        </Space>
      )}
      {recording ? (
        <Typography.Text role="timer" aria-live="off" strong>
          {v("recording", { elapsed: formatElapsed(elapsed) })}
        </Typography.Text>
      ) : null}
      {problem ? <Alert type="warning" showIcon message={v(problem)} /> : null}
    </Space>
  );
};

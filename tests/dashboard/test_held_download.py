"""A held download against Streamlit's own media file manager: the file a click makes is the one
held last, under the name held last, though the button was drawn (the callable registered) with
an older name; other deferred downloads keep theirs."""

from __future__ import annotations

from streamlit.runtime.media_file_manager import MediaFileManager
from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage

from dashboard.widgets import held_download
from dashboard.widgets.held_download import HeldFile, _name_deferred


def clicked(manager: MediaFileManager, storage: MemoryMediaFileStorage, file_id: str):
    """What Streamlit serves for a click on the deferred download ``file_id``: (name, bytes)."""
    url = manager.execute_deferred(file_id)
    served = storage.get_file(url.rsplit("/", 1)[1])
    return served.filename, served.content


def test_a_click_makes_the_file_held_last_under_its_name(monkeypatch):
    storage = MemoryMediaFileStorage("/media")
    manager = MediaFileManager(storage)
    monkeypatch.setattr(held_download, "_media_file_manager", lambda: manager)
    held = HeldFile()
    held.hold("data_confusion_measures_t0.5.csv", lambda: b"at 0.5")
    drawn = manager.add_deferred(held, "text/csv", "coords", file_name=held.name)
    other = manager.add_deferred(lambda: b"other", "text/csv", "coords2", file_name="other.csv")
    made = []
    held.hold("data_confusion_measures_t0.7.csv", lambda: made.append(1) or b"at 0.7")
    assert made == []  # holding writes nothing
    assert clicked(manager, storage, drawn) == ("data_confusion_measures_t0.7.csv", b"at 0.7")
    assert clicked(manager, storage, other) == ("other.csv", b"other")
    assert made == [1]


def test_every_button_drawn_with_the_holder_is_named_and_none_other():
    manager = MediaFileManager(MemoryMediaFileStorage("/media"))
    held, other = HeldFile(), HeldFile()
    ids = [manager.add_deferred(held, "text/html", f"c{k}", file_name="a.html") for k in range(3)]
    kept = manager.add_deferred(other, "text/html", "c9", file_name="b.html")
    assert _name_deferred(held, "new.html", manager) == 3
    names = {k: e["filename"] for k, e in manager._deferred_callables.items()}
    assert [names[k] for k in ids] == ["new.html"] * 3 and names[kept] == "b.html"
